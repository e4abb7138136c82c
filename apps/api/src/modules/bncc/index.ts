// The BNCC module's public face: what app.ts and other modules may use.
export { registerBncc } from './register';
export { assertBnccCodes, skillTexts } from './skills-service';
export { planService } from './plan-service';
/** @public The school calendar (periods, non-school days) the diary and the gradebook build on. */
export { calendarService, type CalendarService } from './calendar-service';
