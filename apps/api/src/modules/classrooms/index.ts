// The classrooms module's public face: what app.ts and other modules may use.
export { registerClassrooms } from './register';
export { openClassroomByCode, ownClassroomOf } from './service';
export { copyClassroom } from './copy';
export { classRoster, studentClassesOf } from './class-roster';
export { classroomsService } from './service';
export { planService } from './plan-service';
/** @public The school calendar (periods, non-school days) the diary and the gradebook build on. */
export { calendarService, type CalendarService } from './calendar-service';
/** Closed periods: their diary and grades refuse changes until reopened. */
export { assertPeriodOpen, closedPeriods, setPeriodClosed } from './period-closures';
