package dev.sdkgen.engine;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The engine's threads for work beside a validation's main thread: slow rules, line lookups, decoding a large spec
 * file's text while its JSON is parsed. Daemon threads (never keep a JVM alive) with the deep stack the walks need.
 */
public final class Background {
    /** Grows as needed, reuses idle threads. */
    public static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(null, r, "sdkgen-engine", 16L << 20);
        t.setDaemon(true);
        return t;
    });

    private Background() {
    }
}
