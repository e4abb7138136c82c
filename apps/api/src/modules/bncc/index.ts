// The BNCC module's public face: what app.ts and other modules may use.
export { registerBncc } from './register';
export { assertBnccCodes, skillTexts } from './skills-service';
export { calendarService, defaultCalendar, type CalendarService } from './calendar-service';
export { planService, type PlanDocument, type PlanService } from './plan-service';
export { nationalHolidays } from './holidays';
