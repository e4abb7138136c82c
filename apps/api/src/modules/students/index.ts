// The students module's public face: what app.ts and other modules may use.
export { classroomCode } from './credentials';
export { loginLinks, type LoginLinks } from './login-links';
export { assertTeachingWritable } from './plan-limits';
export { assertRoomForStudent, studentsService, type StudentsService } from './service';
export { studentSignUp, type StudentSignUp } from './sign-up';
export {
  countedStudentsWhere,
  studentsOnlyOfWhere,
  studentUsage,
  teacherStudentsWhere,
} from './teacher-students';
