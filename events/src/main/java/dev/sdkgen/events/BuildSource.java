package dev.sdkgen.events;

import java.util.Objects;

/**
 * What a build builds: one SDK target (one language) of one project, at one commit of the
 * project's Config Repository.
 *
 * @param projectId     the project
 * @param targetId      the SDK target id (equal to the language, e.g. {@code typescript})
 * @param language      the target language
 * @param repositoryUrl the Config Repository's Git URL
 * @param branch        the branch the project follows
 * @param commit        the full commit id the build runs at
 * @param repositoryAuth how the Config Repository is read: {@code token} or {@code ssh_key} when the
 *                      project has credentials (the worker fetches them, sealed, from the
 *                      orchestrator; no secret is ever in an event), null for a public repository.
 *                      Added within schema version 1: absent in older events, read as null.
 */
public record BuildSource(String projectId, String targetId, String language, String repositoryUrl,
                          String branch, String commit, String repositoryAuth) {

    /** A build of a public Config Repository. */
    public BuildSource(String projectId, String targetId, String language, String repositoryUrl, String branch,
                       String commit) {
        this(projectId, targetId, language, repositoryUrl, branch, commit, null);
    }

    public BuildSource {
        Objects.requireNonNull(projectId, "projectId");
        Objects.requireNonNull(targetId, "targetId");
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(repositoryUrl, "repositoryUrl");
        Objects.requireNonNull(commit, "commit");
    }
}
