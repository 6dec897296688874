/*
 * `@skltcoa/api/mail`: the email outbox (ADR 020), for the e2e server and
 * any tool that runs the API's worker outside `main.ts`.
 */
export {
  deleteMailFor,
  enqueueMail,
  OUTBOX_CHANNEL,
  pruneSentMail,
  type OutboxMessage,
  type Queryable,
} from './outbox';
export {
  createMailTransport,
  folderTransport,
  smtpTransport,
  type MailTransport,
  type MailTransportOptions,
  type OutgoingMail,
} from './transport';
export {
  defaultBackoff,
  mailErrorCode,
  startOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from './worker';
