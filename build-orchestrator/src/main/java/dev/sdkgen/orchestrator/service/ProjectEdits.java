package dev.sdkgen.orchestrator.service;

import dev.sdkgen.events.BuildState;
import dev.sdkgen.orchestrator.api.ApiModel.CredentialRequest;
import dev.sdkgen.orchestrator.api.ApiModel.DeletedProjectView;
import dev.sdkgen.orchestrator.api.ApiModel.ProjectView;
import dev.sdkgen.orchestrator.api.ApiModel.UpdateProjectRequest;
import dev.sdkgen.orchestrator.domain.Build;
import dev.sdkgen.orchestrator.domain.Project;
import dev.sdkgen.orchestrator.domain.RepositoryCredential;
import io.quarkus.hibernate.orm.panache.Panache;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * Editing a project (name, repository URL, branch, credentials; its targets follow the config the
 * gateway read at the new branch head) and deleting it with every build, attempt and log line.
 */
@ApplicationScoped
public class ProjectEdits {

    private static final List<BuildState> ACTIVE = List.of(BuildState.QUEUED, BuildState.VALIDATING, BuildState.GENERATING);

    private final ProjectService projects;

    public ProjectEdits(ProjectService projects) {
        this.projects = projects;
    }

    @Transactional
    public ProjectView update(String projectId, UpdateProjectRequest request) {
        Project p = Project.findById(projectId, LockModeType.PESSIMISTIC_WRITE);
        if (p == null) {
            throw ApiException.notFound("project " + projectId);
        }
        if (blank(request.name()) || blank(request.repositoryUrl()) || blank(request.branch())
                || request.targets() == null || request.targets().isEmpty()) {
            throw new ApiException(400, "invalid_request", "name, repository_url, branch and targets are required");
        }
        String change = request.credentialChange() == null ? "keep" : request.credentialChange();
        if (!Set.of("keep", "replace", "remove").contains(change)) {
            throw new ApiException(400, "invalid_request", "credential_change must be keep, replace or remove");
        }
        Instant now = Instant.now();
        p.name = request.name().trim();
        p.repositoryUrl = request.repositoryUrl().trim();
        p.repositoryKey = RepositoryUrls.key(p.repositoryUrl);
        p.branch = request.branch().trim();
        RepositoryCredential stored = RepositoryCredential.findById(projectId);
        if (!change.equals("keep") && stored != null) {
            stored.delete();
            Panache.getEntityManager().flush();
        }
        if (change.equals("replace")) {
            store(projectId, request.credential(), now);
        }
        projects.syncTargets(projectId, request.targets(), now);
        return projects.view(p);
    }

    /** Deletes the project and all its builds; 409 while one of them runs. */
    @Transactional
    public DeletedProjectView delete(String projectId) {
        Project p = Project.findById(projectId, LockModeType.PESSIMISTIC_WRITE);
        if (p == null) {
            throw ApiException.notFound("project " + projectId);
        }
        long running = Build.count("projectId = ?1 and state in ?2", projectId, ACTIVE);
        if (running > 0) {
            throw new ApiException(409, "build_in_progress", "project " + projectId + " has " + running
                    + " build(s) queued or running; wait until they finish, then delete it");
        }
        long builds = Build.count("projectId", projectId);
        var em = Panache.getEntityManager();
        String ofProject = "(select id from build where project_id = ?1)";
        for (String sql : List.of("delete from build_log_line where build_id in " + ofProject,
                "delete from build_attempt where build_id in " + ofProject,
                "delete from build where project_id = ?1", "delete from sdk_target where project_id = ?1",
                "delete from repository_credential where project_id = ?1", "delete from webhook_secret where project_id = ?1",
                "delete from project where id = ?1")) {
            em.createNativeQuery(sql).setParameter(1, projectId).executeUpdate();
        }
        return new DeletedProjectView(projectId, true, builds, "project " + projectId + " and its " + builds
                + " build(s), with their logs, were deleted; SDK archives stay in the artifact-store");
    }

    /** Stores a project's sealed credential (checked: a known type and a sealed secret). */
    static void store(String projectId, CredentialRequest c, Instant now) {
        if (c == null || !Set.of("token", "ssh_key").contains(String.valueOf(c.type())) || c.sealed() == null
                || !c.sealed().startsWith("v1:")) {
            throw new ApiException(400, "invalid_request", "credential needs type token|ssh_key and a sealed secret");
        }
        RepositoryCredential stored = new RepositoryCredential();
        stored.projectId = projectId;
        stored.type = c.type();
        stored.username = c.username();
        stored.publicKey = c.publicKey();
        stored.fingerprint = c.fingerprint();
        stored.knownHosts = c.knownHosts();
        stored.sealed = c.sealed();
        stored.createdAt = now;
        stored.persist();
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }
}
