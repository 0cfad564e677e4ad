import 'shared-contracts/shell/zod-without-eval';
import { mountRoot } from 'shared-contracts/react/shell/mount-root';
import { RegisterDocument } from './register-document';

// The server sends this document only to visitors without a session (server/src/modules/web/routes.ts).
mountRoot(<RegisterDocument />, { timeSliced: true });
