package dev.sdkgen.gateway;

import java.time.Instant;
import java.util.List;

/**
 * Who made a request: the token's id and name, its role, the projects it is limited to
 * ({@code null}: every project) and its expiry ({@code null}: none).
 */
public record Caller(String id, String name, Role role, List<String> projects, Instant expiresAt) {

    /** The request property holding the authenticated caller. */
    static final String PROPERTY = "sdkgen.caller";

    public boolean allProjects() {
        return projects == null;
    }

    public boolean canSee(String projectId) {
        return projects == null || projects.contains(projectId);
    }

    /** How the caller is named in refusals: {@code token "ci" (viewer)}. */
    public String describe() {
        return "token \"" + name + "\" (" + role.label() + (projects == null ? "" : ", limited to " + String.join(", ", projects))
                + ")";
    }
}
