package dev.sdkgen.worker;

import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.engine.ir.SdkModel;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;

/**
 * The last few IR documents this instance read and planned, so that the four language builds of one validated commit
 * fetch, check, parse and plan its IR once instead of four times (issue 26: the CLI plans once for all its languages;
 * docs/services.md, "One plan per IR"). Keyed by the document's SHA-256, which every BuildValidated names and every
 * load checks: the same digest is the same document, so the same model and plan (the planner is the same for the
 * process's life, and the plan is immutable: the CLI's languages share one as well). A build that asks while another
 * is loading the same document waits for it. A failed load is not kept: a waiting build then loads on its own, and the
 * next build of the document loads it again. Bounded: {@code sdkgen.codegen.reuse-irs}; a restarted instance starts
 * empty.
 */
@ApplicationScoped
public class PlannedIrs {

    /** An IR document as read and planned. */
    public record Planned(SdkModel model, SdkPlan plan) {
    }

    /** Fetches, checks, parses and plans the document (only when no kept or running load has it). */
    @FunctionalInterface
    public interface Loader {
        Planned load() throws Exception;
    }

    /** A load, kept or running, and the build whose handling started it. */
    private record Entry(String buildId, CompletableFuture<Planned> planned) {
    }

    private final int capacity;
    private final Map<String, Entry> recent = new LinkedHashMap<>(16, 0.75f, true);

    @Inject
    public PlannedIrs(WorkerConfig config) {
        this(config.reuseIrs());
    }

    PlannedIrs(int capacity) {
        this.capacity = Math.max(0, capacity);
    }

    /**
     * The document with digest {@code sha256}: kept, or being loaded by another build (then {@code reusing} is told
     * that build's id before the wait), or loaded here with {@code loader}.
     */
    public Planned get(String sha256, String buildId, Loader loader, Consumer<String> reusing) throws Exception {
        Entry mine = new Entry(buildId, new CompletableFuture<>());
        Entry earlier;
        synchronized (this) {
            earlier = capacity == 0 ? null : recent.get(sha256);
            if (earlier == null && capacity > 0) {
                recent.put(sha256, mine);
                while (recent.size() > capacity) {
                    recent.remove(recent.keySet().iterator().next());
                }
            }
        }
        if (earlier != null) {
            Planned shared = await(earlier);
            if (shared != null) {
                reusing.accept(earlier.buildId());
                return shared;
            }
            return loader.load(); // the other build's load failed: this one tries on its own, without keeping it
        }
        try {
            Planned planned = loader.load();
            mine.planned().complete(planned);
            return planned;
        } catch (Exception | Error e) {
            synchronized (this) {
                recent.remove(sha256, mine);
            }
            mine.planned().completeExceptionally(e);
            throw e;
        }
    }

    /** The other build's result; null when its load failed. */
    private static Planned await(Entry earlier) throws InterruptedException {
        try {
            return earlier.planned().get();
        } catch (ExecutionException e) {
            return null;
        }
    }
}
