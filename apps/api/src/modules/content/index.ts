// The content module's public face: what app.ts and other modules may use.
export { readableLessonCondition } from './catalogue-service';
export type { FileLinks } from './file-links';
export type { FilesService } from './files-service';
export { lessonsOfPlan, type LessonListRow } from './lesson-queries';
export { registerContent } from './register';
export { findPlan, type PlanListRow } from './plan-queries';
export { premiumAccess, type PremiumAccess } from './premium-access';
export { contentDisposition, receiveUpload, sendCsv, UPLOAD_BODY_LIMIT } from './route-helpers';
export { sanitizeLessonHtml, showsContent } from './sanitize-content';
