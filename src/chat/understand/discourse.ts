/**
 * Discourse before options: what a message still asks for once the player's own
 * corrections are applied. A take-back ("no wait", "actually", "scratch that", "nah", "jk",
 * "never mind", "…instead") cancels every move said before it; what follows it, if
 * anything, is the move. "…leave it for now" after a take-back leaves nothing to play.
 * A hedge ("maybe a set", "thinking of summoning the elf") is not a move until the player
 * says so. The cards named in what was taken back stay as referents ("set the jinn,
 * actually no, summon it": "it" is the jinn).
 */

export interface Discourse {
  /** The words still meant, with the taken-back part removed (the whole message when nothing was). */
  kept: string;
  /** The words taken back, for the referents they name. */
  takenBack: string[];
  /** Everything was taken back: nothing is to be played. */
  cancelled: boolean;
  /** The kept words only wonder about a move ("maybe summon the elf?"): ask, never play. */
  hedged: boolean;
}

/** Words that take back what came before them, wherever they stand after some words. */
const STRONG_TAKE_BACK =
  /(?:^|[\s,.;:!?…-])(no+ wait|wait no+|wait wait|hold on|hang on|actually no+|scratch that|strike that|forget that|forget it|never ?mind|nvm|on second thoughts?|or rather|no no+|hmm+ no+|jk|j k|just kidding|kidding|psych)(?=[\s,.;:!?…]|$)[\s,.;:!…-]*/g;
/** A bare "no" or "nah" takes back only after a pause ("set it… no, summon it"): "no response" is a move. */
const WEAK_TAKE_BACK = /[,.;:!?…-]\s*(no+|nah+|naw|nope|wait|actually|i mean)(?=[\s,.;:!?…]|$)(?!\s+(?:chain|chaining|response|responses|respond|reply|thanks|thank you|more|need|problem|way|i do not|i will not)\b)[\s,.;:!…-]*/g;

/** What may follow a take-back and still mean "do nothing". */
const NOTHING_AFTER =
  /^(?:(?:i will |i would |i'll |let us |lets )?(?:leave it|leave that|leave them|keep it|hold it|hold off|not yet|not now|skip it|skip that|forget it|do not|dont|wait|i will wait|let me think|later|maybe later|nothing|not that|never ?mind|i changed my mind|changed my mind|on second thought)(?: for now| then| for later| for the moment| please| lol| actually)*[.!…]*)?$/;

/** After a take-back, a verb of keeping where it is ("nah keep him back", "hold the elf for now"), with no move after it: nothing to play. */
const STAY = /^(?:(?:i will|i would|i am going to|let us|lets|just|better|i think i will|i will just)\s+)*(?:keep|keeping|hold|holding|leave|leaving|save|saving|stay|stays|let (?:it|him|her|them) (?:be|stay|sit|rest)|sit tight|wait)\b(?!.*\b(?:summon|set|attack|attacks|activate|tribute|then|and)\b)/;

/** Words of a clause that only wonder ("maybe a set", "thinking of summoning"). */
const HEDGE = /^(?:hmm+ |um+ |uh+ |so |idk |i dunno |dunno |eh )*(?:maybe|perhaps|possibly|probably|prob|probs|prolly|i might|might|i could(?! you)|thinking (?:of|about)|i am thinking (?:of|about)|not sure (?:if|whether)(?: i should)?|i wonder if i should)\b/;

/**
 * Reads the take-backs of a message already made regular (lower case, contractions out).
 * A "no" that is the whole message, or opens it, is an answer ("no", "no response"), not
 * a take-back: only a marker after some words counts.
 */
export function readDiscourse(text: string): Discourse {
  const t = text.trim();
  let cut = -1;
  let end = 0;
  for (const re of [STRONG_TAKE_BACK, WEAK_TAKE_BACK]) {
    for (const m of t.matchAll(re)) {
      if (t.slice(0, m.index + m[0].search(/[a-z]/)).replace(/[\s,.;:!?…-]+/g, '') === '') continue;
      if (m.index > cut) {
        cut = m.index;
        end = m.index + m[0].length;
      }
    }
  }
  let takenBack: string[] = [];
  let kept = t;
  if (cut >= 0) {
    takenBack = [t.slice(0, cut + 1)];
    kept = t.slice(end).trim();
  }
  // "set the elf, summon the jinn instead": the clause before it is taken back, even with no marker.
  const instead = /^(.*?)(?:[,.;:!?…]+\s*|\s+-+\s+)([^,.;:!?…]+?)\s+instead[.!?]*$/.exec(kept);
  if (instead && instead[1]!.trim() !== '') {
    takenBack = [...takenBack, instead[1]!];
    kept = instead[2]!.trim();
  }
  // "nah that kills my skull too. skull attacks the ox": the reason for a take-back is no move.
  if (takenBack.length) {
    const parts = kept.split(/(?<=[.!?;])\s+|,\s*/).filter((c) => c.trim() !== '');
    const reasons = parts.filter((c) => REASON.test(c));
    if (reasons.length && reasons.length < parts.length) {
      takenBack = [...takenBack, ...reasons];
      kept = parts.filter((c) => !REASON.test(c)).join(', ');
    }
  }
  kept = kept.replace(/\s+instead[.!?]*$/, '').replace(/^(?:(?:no+|nah+|nope)[\s,.!]+)?(?:i mean|i meant|make that|make it|rather)[\s,]+/, '').trim();
  // "don't attack with guardian", "should have set trap hole last turn": a move said only to be denied or regretted.
  const said = kept.split(/\s*(?:[,;.!?]+|\bbut\b)\s*/).filter((c) => c !== '');
  const denied = said.filter((c) => NEGATED_MOVE.test(c));
  if (denied.length) {
    takenBack = [...takenBack, ...denied];
    kept = said.filter((c) => !NEGATED_MOVE.test(c)).join(', ');
  }
  const rest = kept.replace(/^[\s,.;:!?…-]+/, '');
  const cancelled = takenBack.length > 0 && (NOTHING_AFTER.test(rest) || STAY.test(rest));
  return { kept: cancelled ? '' : kept, takenBack, cancelled, hedged: !cancelled && (HEDGE.test(kept) || MODAL.test(kept)) };
}

/** A clause that gives the reason for a take-back ("that kills my skull too", "because he has a trap"). */
const REASON = /^(?:that|this|which|because|cause|coz|cuz|since|bc)\b|^it (?:would|will|is|kills|destroys|does|wipes|hits|gets)\b/;

/** A move verb negated, or wished for in the past: never a move ("do not chain" answers a window and is left alone). */
const NEGATED_MOVE =
  /\b(?:do not|did not|will not|would not|not going to|am not going to|never|no need to|should not|should have|could have|would have|wish i had|if only i)\b(?:\s+\w+){0,2}?\s+(?:summon|summoning|set|setting|attack|attacking|activate|activating|use|using|play|playing|tribute|tributing|hit|cast|equip|discard|special)\b|\bnot (?:summoning|setting|attacking|activating|using|playing|tributing)\b/;

/** A move said with a modal or a shrug ("guardian could hit the ox i guess"): offered, never played. */
const MODAL = /\b(?:could|might|may|should i)\s+(?!you\b|we\b)(?:\w+\s+)?(?:summon|set|attack|attacks|hit|activate|use|play|tribute)\b|[\s,]+(?:idk|i dunno|dunno|or not|maybe|i guess|i suppose|i think|perhaps|probably|prob|probs|prolly|or something|or smth)[?!.]*$/;

/** The wondering words themselves, taken off so the move they name can be offered. */
export const HEDGE_WORDS = /^(?:hmm+ |um+ |uh+ |so |idk |i dunno |dunno |eh )*(?:maybe|perhaps|possibly|probably|prob|probs|prolly|i might|might|i could(?! you)|thinking (?:of|about)|i am thinking (?:of|about)|not sure (?:if|whether)(?: i should)?|i wonder if i should)\s+(?:i should\s+|i will\s+|go for\s+|go with\s+|do\s+|a\s+)?/;

/**
 * "ox on the elf?": a move said with a question mark and no asking word wonders whether to
 * make it. The words without the mark, for reading the move that is then offered; null when
 * the message asks something ("what", "can", "any more…") or took something back.
 */
export function wondered(discourse: Discourse): Discourse | null {
  if (!/\?\s*$/.test(discourse.kept) || discourse.takenBack.length) return null;
  if (/\b(?:what|whats|why|how|when|where|who|which|can|could|does|do|did|is|are|should|would|will|if|whose|am|was|right|ok|okay|any|more)\b/.test(discourse.kept)) return null;
  return { ...discourse, kept: discourse.kept.replace(/\?+\s*$/, '') };
}
