/**
 * The rules judge box, moved into the duel or the replay that is showing. In a duel the
 * question goes with the session (the judge sees that player's view of the board); in a
 * replay the question is about the rules only.
 */
import { api } from '../api.js';
import { byId, citedText, h, replace } from '../dom.js';
import { failureText } from '../shell.js';
import type { RulesAnswer } from '../types.js';

const el = {
  judge: byId('judge', HTMLElement),
  form: byId('judge-form', HTMLFormElement),
  input: byId('judge-input', HTMLInputElement),
  ask: byId('judge-ask', HTMLButtonElement),
  answer: byId('judge-answer', HTMLDivElement),
};

type Context = () => { id: string; token: string } | null;

let context: Context = () => null;

/** Shows the judge in `host` (null hides it); `session` says which duel questions are about. */
export function placeJudge(host: HTMLElement | null, session: Context): void {
  if (host) host.appendChild(el.judge);
  el.judge.hidden = !host;
  context = session;
}

export function clearJudge(): void {
  replace(el.answer);
}

function sourcesOf(answer: RulesAnswer): HTMLElement | null {
  const sections = answer.sections ?? [];
  if (!sections.length) return answer.citations?.length ? h('p', { class: 'judge-sources' }, `Rule sections: ${answer.citations.join(', ')}`) : null;
  return h(
    'div',
    { class: 'judge-sources' },
    h('h3', null, 'Rule sections cited'),
    h(
      'ol',
      { class: 'citations' },
      // The lead is shown when the answer does not quote it already (offline answers do).
      ...sections.map((s) =>
        h(
          'li',
          { dataset: { rule: s.id }, attrs: { title: s.lead || null } },
          h('code', { class: 'rule-id' }, s.id),
          ' ',
          h('strong', null, s.title),
          s.lead && !answer.text.includes(s.lead) ? ` — ${s.lead}` : '',
        ),
      ),
    ),
  );
}

function renderAnswer(question: string, answer: RulesAnswer): void {
  replace(
    el.answer,
    h('p', { class: 'judge-question' }, h('span', { class: 'muted' }, 'Q: '), h('bdi', null, question)),
    h('div', { class: 'judge-text' }, citedText(answer.text)),
    sourcesOf(answer),
  );
}

el.form.addEventListener('submit', (ev) => {
  ev.preventDefault();
  const question = el.input.value.trim();
  if (!question) return;
  el.ask.disabled = true;
  replace(el.answer, h('p', { class: 'muted' }, 'The judge is looking it up…'));
  api
    .ask(question, context())
    .then((answer) => renderAnswer(question, answer))
    .catch((err: unknown) => {
      const f = failureText(err);
      replace(el.answer, h('p', { class: 'form-error' }, `${f.message} (${f.code})`));
    })
    .finally(() => {
      el.ask.disabled = false;
    });
});
