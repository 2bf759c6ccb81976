// sdkgen runtime core: copied verbatim into every generated SDK. Do not edit it in the SDK.
package dev.sdkgen.runtime.core;

import java.time.Duration;

/**
 * Waits between retries. The default sleeps the calling thread; tests pass one that records the waits
 * (see {@link ClientBuilder#sleeper(Sleeper)}).
 */
@FunctionalInterface
public interface Sleeper {

    /**
     * Waits.
     *
     * @param duration how long
     * @throws InterruptedException when the waiting thread is interrupted
     */
    void sleep(Duration duration) throws InterruptedException;
}
