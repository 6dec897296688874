import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  CONSOLE_API_GLOBAL,
  IPC_EVENTS,
  REQUEST_ACTIONS,
  ipcChannel,
  type ConsoleApi,
  type StaffGrants,
} from '../shared-types/console-api';
import type { LeadEvent } from '@skltcoa/shared';

function subscribe<T>(channel: string, listener: (payload: T) => void) {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

// One named function per action, built from the list of actions: the renderer
// never gets ipcRenderer itself (docs/decisions/043-console-actions-from-one-list.md).
const requests = Object.fromEntries(
  REQUEST_ACTIONS.map((action) => {
    const channel = ipcChannel(action);
    return [action, (...args: unknown[]) => ipcRenderer.invoke(channel, ...args)];
  }),
) as Pick<ConsoleApi, (typeof REQUEST_ACTIONS)[number]>;

const api: ConsoleApi = {
  ...requests,
  onLeadEvents: (listener) => subscribe<LeadEvent[]>(IPC_EVENTS.leadEvents, listener),
  onSessionEnded: (listener) => subscribe<string>(IPC_EVENTS.sessionEnded, listener),
  onMfaEnrolmentRequired: (listener) =>
    subscribe<string>(IPC_EVENTS.mfaEnrolmentRequired, listener),
  onStaffChanged: (listener) => subscribe<StaffGrants>(IPC_EVENTS.staffChanged, listener),
};

contextBridge.exposeInMainWorld(CONSOLE_API_GLOBAL, api);
