// The BNCC module's public face: what app.ts and other modules may use.
export { registerBncc } from './register';
export { assertBnccCodes, skillsOf, skillTexts } from './skills-service';
