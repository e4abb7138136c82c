// The students module's public face: what app.ts and other modules may use.
export { classroomCode } from './credentials';
export { assertTeachingWritable } from './plan-limits';
export { registerStudents } from './register';
export { assertRoomForStudent, ownStudentOf } from './service';
export {
  countedStudentsWhere,
  studentsOnlyOfWhere,
  studentUsage,
  teacherStudentsWhere,
} from './teacher-students';
/** A child's consent (LGPD art. 14). */
export { assertFilesAllowed, consentStatusOf } from './consent-status';
