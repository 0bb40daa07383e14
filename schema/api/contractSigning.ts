import type { ActionContact } from './actionLinks';
import type { Language } from './common';
import type { SignerState } from '../contractSigning';

/** One adult's signature of the sent contract, as the tenant page shows it. */
export interface ContractSignerInfo {
  id: number;
  position: number;
  name: string;
  email: string;
  state: SignerState;
  expiresAt: string;
  signedAt: string | null;
  signedName: string | null;
  signedIp: string | null;
}

/** The digital signing of the sent contract (V2); null when it was not sent for digital signing. */
export interface ContractSigningInfo {
  sha256: string;
  signers: ContractSignerInfo[];
  allSigned: boolean;
  countersignedAt: string | null;
}

/** GET contract-signing/{uuid}/{token}/init: what the public signing page shows. */
export interface SigningPageInfo {
  state: 'open' | 'signed' | 'expired' | 'revoked';
  language: Language;
  name: string;
  email: string;
  object: string;
  project: string;
  /** the SHA-256 of the document shown; the signature names it */
  sha256: string;
  fileName: string;
  signedAt: string | null;
  /** whom to ask */
  contact: ActionContact;
}

/** A public signing call's reply. */
export interface SigningReply {
  message: string;
  info: SigningPageInfo;
}
