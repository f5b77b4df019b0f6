export const APP_VERSION = '2.0.0';
/** The login screen's hashtag slogan (spec section 1 asks for one without giving its text). */
export const SLOGAN = '#JuntosNosAyudamos';
