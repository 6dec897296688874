/**
 * electron-builder.yml's `appId`. Windows groups the console's taskbar
 * button, notifications and pinned shortcut under it
 * (`app.setAppUserModelId`); packaging.test.ts holds the two together.
 */
export const APP_USER_MODEL_ID = 'in.edu.skltcoa.admissions-console';
