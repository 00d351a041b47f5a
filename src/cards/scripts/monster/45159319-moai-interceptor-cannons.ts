/** Moai Interceptor Cannons (45159319): once per turn it may turn itself face-down. */
import { type CardScript, TURN_SELF_FACE_DOWN } from '../facade.js';

export const moaiInterceptorCannons: CardScript = { passcode: 45159319, effects: [TURN_SELF_FACE_DOWN] };
