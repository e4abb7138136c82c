// The classrooms module's public face: what app.ts and other modules may use.
export { registerClassrooms } from './register';
export { openClassroomByCode, ownClassroomOf } from './service';
export { copyClassroom } from './copy';
export { classroomsService } from './service';
