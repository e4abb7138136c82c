// The diary module's public face: what app.ts and other modules may use.
export { registerDiary } from './register';
export { attendanceService } from './attendance-service';
export { diaryService } from './diary-service';
export { classDays } from './class-days';
