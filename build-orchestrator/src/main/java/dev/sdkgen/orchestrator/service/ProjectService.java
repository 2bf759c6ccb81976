package dev.sdkgen.orchestrator.service;

import dev.sdkgen.orchestrator.api.ApiModel.CreateProjectRequest;
import dev.sdkgen.orchestrator.api.ApiModel.SealedCredentialView;
import dev.sdkgen.orchestrator.api.ApiModel.ProjectView;
import dev.sdkgen.orchestrator.domain.Project;
import dev.sdkgen.orchestrator.domain.RepositoryCredential;
import dev.sdkgen.orchestrator.domain.SdkTarget;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Projects and their SDK targets. */
@ApplicationScoped
public class ProjectService {

    /** The languages of docs/product.md §1; anything else was rejected by the config reader already. */
    static final Set<String> LANGUAGES = Set.of("typescript", "python", "go", "java");

    @Transactional
    public ProjectView create(CreateProjectRequest request) {
        require(request.name(), "name");
        require(request.repositoryUrl(), "repository_url");
        require(request.branch(), "branch");
        if (request.targets() == null || request.targets().isEmpty()) {
            throw new ApiException(400, "invalid_request", "targets must not be empty");
        }
        Project p = new Project();
        p.id = Ids.newId("prj");
        p.name = request.name().trim();
        p.repositoryUrl = request.repositoryUrl().trim();
        p.repositoryKey = RepositoryUrls.key(p.repositoryUrl);
        p.branch = request.branch().trim();
        p.createdAt = Instant.now();
        p.persist();
        if (request.credential() != null) {
            ProjectEdits.store(p.id, request.credential(), p.createdAt);
        }
        syncTargets(p.id, request.targets(), p.createdAt);
        return view(p);
    }

    /** The sealed credentials of a project's repository; 404 when it has none. */
    public SealedCredentialView credential(String projectId) {
        find(projectId);
        RepositoryCredential c = RepositoryCredential.findById(projectId);
        if (c == null) {
            throw ApiException.notFound("credentials of project " + projectId);
        }
        return new SealedCredentialView(c.type, c.sealed);
    }

    public ProjectView get(String projectId) {
        return view(find(projectId));
    }

    /** Projects following any of the repositories, on {@code branch} (null: on any branch). */
    public List<ProjectView> following(List<String> repositoryUrls, String branch) {
        List<String> keys = repositoryUrls.stream().map(RepositoryUrls::key).distinct().toList();
        List<Project> found = branch == null ? Project.list("repositoryKey in ?1 order by createdAt", keys)
                : Project.following(keys, branch);
        return found.stream().map(this::view).toList();
    }

    public Project find(String projectId) {
        Project p = Project.findById(projectId);
        if (p == null) {
            throw ApiException.notFound("project " + projectId);
        }
        return p;
    }

    ProjectView view(Project p) {
        return ProjectView.of(p, SdkTarget.ofProject(p.id), RepositoryCredential.findById(p.id));
    }

    /**
     * Makes the project's active targets exactly {@code languages}: new ones are created, dropped
     * ones deactivated (their builds stay readable), returning ones reactivated.
     */
    void syncTargets(String projectId, List<String> languages, Instant now) {
        Set<String> wanted = new LinkedHashSet<>();
        for (String language : languages) {
            String l = language.trim().toLowerCase(Locale.ROOT);
            if (!LANGUAGES.contains(l)) {
                throw new ApiException(400, "invalid_request", "unknown target language " + language);
            }
            wanted.add(l);
        }
        List<SdkTarget> existing = SdkTarget.ofProject(projectId);
        for (SdkTarget t : existing) {
            boolean active = wanted.contains(t.targetId);
            if (t.active != active) {
                t.active = active;
                t.updatedAt = now;
            }
            wanted.remove(t.targetId);
        }
        for (String language : wanted) {
            SdkTarget t = new SdkTarget();
            t.projectId = projectId;
            t.targetId = language;
            t.language = language;
            t.active = true;
            t.createdAt = now;
            t.updatedAt = now;
            t.persist();
        }
    }

    private static void require(String value, String field) {
        if (value == null || value.isBlank()) {
            throw new ApiException(400, "invalid_request", field + " is required");
        }
    }
}
