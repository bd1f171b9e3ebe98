/** Product-wide constants of the web app that are not Spanish texts. */
export const SUPPORT_EMAIL = 'soporte@monitoreo-ppd.mx';
export const DEFAULT_AVATAR = '/avatar-default.svg';
export const HOME_AFTER_LOGIN = '/mapa';
/** The login request and profile lookup always identify the back-office user type. */
export const USER_TYPE = 'monitor';
