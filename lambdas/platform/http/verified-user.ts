/**
 * Who a verified Firebase ID token names: what an administrator's route hands to the domains that
 * record who changed what. The check itself is the admin domain's (admin/id-token.ts).
 */
export interface VerifiedUser {
  uid: string;
  email?: string;
  /** When the user signed in (seconds since epoch): revocation is judged against it. */
  authTime: number;
  /** The second factor of this sign-in (`firebase.sign_in_second_factor`: "totp", "phone"), if any. */
  secondFactor?: string;
}
