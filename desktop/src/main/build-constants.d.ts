/** The college's Ed25519 public key for updates, base64 DER; '' when the build had none (electron.vite.config.ts). */
declare const __CONSOLE_UPDATE_PUBLIC_KEY__: string;
