/** Product-wide constants of the web app that are not Spanish texts. */
/** The support mailbox, also named in the privacy notice's text. */
export { SUPPORT_EMAIL } from '@ppd/domain';
export const DEFAULT_AVATAR = '/avatar-default.svg';
export const HOME_AFTER_LOGIN = '/mapa';
/** The login request and profile lookup always identify the back-office user type. */
export const USER_TYPE = 'monitor';
