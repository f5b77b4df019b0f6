export const APP_VERSION = '2.0.0';
/** The login screen's hashtag slogan (the product asks for one without giving its text: docs/product.md#product). */
export const SLOGAN = '#JuntosNosAyudamos';
