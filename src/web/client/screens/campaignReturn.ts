/** The end of a campaign duel: "Back to the campaign" in the end banner, which applies the engine's outcome to the campaign. */
import { h, replace } from '../dom.js';
import { shadowSaved } from '../shadowSaved.js';
import { backToCampaign } from './campaign.js';

export function addBackToCampaign(banner: HTMLElement, sessionId: string): void {
  if (!shadowSaved.duelOf(sessionId)) return;
  const buttons = banner.querySelector('.end-buttons');
  if (!buttons || buttons.querySelector('[data-testid="end-campaign"]')) return;
  const note = h('p', { class: 'small', attrs: { role: 'status' } });
  const back = h(
    'button',
    { class: 'primary', attrs: { type: 'button', 'data-testid': 'end-campaign' } },
    'Back to the campaign',
  );
  back.addEventListener('click', () => {
    back.disabled = true;
    void backToCampaign(sessionId).then((problem) => {
      back.disabled = false;
      if (problem) replace(note, problem);
    });
  });
  buttons.prepend(back);
  buttons.after(note);
}
