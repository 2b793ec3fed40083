/** Jest's stand-in for a CSS module: every class name is the key itself (`styles.card` is "card"). */
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
