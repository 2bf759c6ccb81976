package dev.sdkgen.validator;

import dev.sdkgen.events.ArtifactRef;
import dev.sdkgen.events.BuildSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The last few commits this instance validated without errors, so that the other targets' builds of the same commit
 * of the same repository reuse the result instead of checking out and validating it again (issue 26: a trigger of four
 * targets made four builds, validated one after another, four times the CLI's one validation). A commit id names one
 * tree, and the engine is the same for the process's life, so the result cannot differ; only successes are kept
 * (a failure is validated again, e.g. after a repository came back). Kept per project: another project on the same
 * URL reads the repository with its own credentials (or none), as the clone cache makes it (docs/services.md), and
 * must not get a private spec's model through this. Bounded: {@code sdkgen.validator.reuse-commits}.
 */
@ApplicationScoped
public class ValidatedCommits {

    /**
     * What a build of the commit needs from its validation.
     *
     * @param buildId  the build that validated it (named in the reusing build's log)
     * @param subject  the commit message's first line
     * @param log      the engine's log lines
     * @param targets  the config's targets at the commit
     * @param ir       the IR as stored in the artifact-store (the store keeps one blob per content)
     * @param warnings warnings in the report
     * @param stored   the IR's last upload by a build of the commit and when it was (null: not yet)
     */
    public record Result(String buildId, String subject, List<String> log, List<String> targets, byte[] ir, int warnings,
                         Upload stored) {

        /** This result with the IR's upload of now. */
        public Result storedAs(String buildId, ArtifactRef ref, Instant at) {
            return new Result(this.buildId, subject, log, targets, ir, warnings, new Upload(buildId, ref, at));
        }

        /** The IR's upload if it was made after {@code notBefore}. */
        public Optional<Upload> storedAfter(Instant notBefore) {
            return Optional.ofNullable(stored).filter(u -> u.at().isAfter(notBefore));
        }
    }

    /** An upload of the IR: by which build, the artifact-store's answer, when. */
    public record Upload(String buildId, ArtifactRef ref, Instant at) {
    }

    private final int capacity;
    private final Map<String, Result> recent;

    public ValidatedCommits(ValidatorConfig config) {
        this.capacity = Math.max(0, config.reuseCommits());
        this.recent = new LinkedHashMap<>(16, 0.75f, true);
    }

    private static String key(BuildSource source) {
        return source.projectId() + "\n" + source.repositoryUrl() + "\n" + source.commit();
    }

    /** The result of an earlier validation of this project's commit of this repository, if still kept. */
    public synchronized Optional<Result> get(BuildSource source) {
        return Optional.ofNullable(recent.get(key(source)));
    }

    /** Keeps a successful validation, dropping the least recently used beyond the capacity. */
    public synchronized void put(BuildSource source, Result result) {
        if (capacity == 0) {
            return;
        }
        recent.put(key(source), result);
        while (recent.size() > capacity) {
            recent.remove(recent.keySet().iterator().next());
        }
    }
}
