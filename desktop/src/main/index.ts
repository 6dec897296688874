/// <reference types="electron-vite/node" />
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Notification,
  safeStorage,
  session,
  type WebContents,
} from 'electron';
import { createConsoleService } from '../core/console-service';
import { newEnquiriesMessage } from '../core/notifications';
import { IPC_EVENTS } from '../shared-types/console-api';
import windowIcon from '../../build/icon.png?asset';
import { APP_USER_MODEL_ID } from './app-identity';
import { createCsvWriter } from './csv-writer';
import { registerIpcHandlers } from './ipc';
import { itConfigFolders, loadItConfig } from './it-config';
import { CONTENT_SECURITY_POLICY, lockDown } from './security';
import { createSessionStore } from './session-store';
import { createSettingsStore } from './settings-store';
import { publicKeyFrom } from './update-signature';
import { startUpdates } from './updater';

// Wiring only: the behaviour lives in modules that are tested under Node.
const rendererIndex = join(import.meta.dirname, '../renderer/index.html');
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const trustedPages = [pathToFileURL(rendererIndex).href, ...(devServerUrl ? [devServerUrl] : [])];

let window: BrowserWindow | null = null;
const send = (channel: string, payload: unknown) => window?.webContents.send(channel, payload);

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 900,
    minHeight: 600,
    title: 'SKLTCOA Admissions Console',
    icon: windowIcon,
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: true,
    },
  });
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    window = null;
  });
  if (devServerUrl) void win.loadURL(devServerUrl);
  else void win.loadFile(rendererIndex);
  return win;
}

app.enableSandbox();
app.setAppUserModelId(APP_USER_MODEL_ID);
if (!app.requestSingleInstanceLock()) app.quit();

app.on('web-contents-created', (_event, contents: WebContents) => lockDown(contents));
app.on('second-instance', () => {
  if (window?.isMinimized()) window.restore();
  window?.focus();
});

void app.whenReady().then(async () => {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  );
  session.defaultSession.webRequest.onHeadersReceived((details, callback) =>
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    }),
  );

  const userData = app.getPath('userData');
  // IT's preset, next to the installed executable or in resources (it-config.ts).
  const itConfig = await loadItConfig(itConfigFolders(process.execPath, process.resourcesPath));
  if (itConfig.problem) console.warn(itConfig.problem);
  const service = createConsoleService({
    sessions: createSessionStore({ box: safeStorage, path: join(userData, 'session.bin') }),
    settings: createSettingsStore({
      path: join(userData, 'settings.json'),
      defaultApiBase: itConfig.apiBase ?? '',
    }),
    apiPreset: {
      apiBase: itConfig.apiBase,
      locked: itConfig.lockApiBase,
      problem: itConfig.problem,
    },
    saveCsv: createCsvWriter({
      defaultFolder: app.getPath('documents'),
      askSavePath: async (defaultPath) => {
        const options = {
          // One dialog for every CSV the console saves: leads, the audit trail, an import's invalid rows.
          title: 'Save as a CSV spreadsheet',
          defaultPath,
          filters: [{ name: 'CSV spreadsheet', extensions: ['csv'] }],
        };
        const result = window
          ? await dialog.showSaveDialog(window, options)
          : await dialog.showSaveDialog(options);
        return result.canceled ? undefined : result.filePath;
      },
    }),
    onLeadEvents: (events) => {
      send(IPC_EVENTS.leadEvents, events);
      const message = newEnquiriesMessage(events);
      if (message && Notification.isSupported()) {
        new Notification({ title: 'Admissions console', body: message }).show();
      }
    },
    onSessionEnded: (message) => send(IPC_EVENTS.sessionEnded, message),
    onMfaEnrolmentRequired: (message) => send(IPC_EVENTS.mfaEnrolmentRequired, message),
    onStaffChanged: (grants) => send(IPC_EVENTS.staffChanged, grants),
  });
  registerIpcHandlers(ipcMain, service, trustedPages);

  window = createWindow();
  void startUpdates({
    isPackaged: app.isPackaged,
    updateUrl: itConfig.updateUrl,
    load: async () => (await import('electron-updater')).default.autoUpdater,
    log: (message) => console.warn(message),
    platform: process.platform,
    // Built in from CONSOLE_UPDATE_PUBLIC_KEY (electron.vite.config.ts, ADR 037).
    publicKey: __CONSOLE_UPDATE_PUBLIC_KEY__ ? publicKeyFrom(__CONSOLE_UPDATE_PUBLIC_KEY__) : null,
    allowUnsigned: { allowed: itConfig.allowUnsignedUpdates, path: itConfig.path },
    notify: (message) => {
      if (!Notification.isSupported()) return;
      new Notification({ title: 'Admissions console', body: message }).show();
    },
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) window = createWindow();
  });
  app.on('before-quit', () => service.stop());
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
