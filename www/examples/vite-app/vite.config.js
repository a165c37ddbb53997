// The wasm file is found through `?url`; keep lectern out of dev-server pre-bundling.
export default { optimizeDeps: { exclude: ['lectern'] } };
