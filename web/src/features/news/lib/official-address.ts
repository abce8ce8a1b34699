// The rule is the contract's, so the chats link exactly what the page links (behaviour §14).
export { isOfficialAddress } from '@contract/defang';
