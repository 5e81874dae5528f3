/** Common passwords of 10+ characters, lower-cased (scripts/lib/common-passwords.ts). */
declare module "virtual:common-passwords" {
  const passwords: string[];
  export default passwords;
}
