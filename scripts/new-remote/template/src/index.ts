// Entry of the standalone dev frame only (a production build emits just the federation container).
// Async boundary: shared singletons are negotiated before the frame imports them.
import('./dev/bootstrap');
