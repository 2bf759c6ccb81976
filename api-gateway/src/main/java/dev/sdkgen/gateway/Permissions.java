package dev.sdkgen.gateway;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What each {@code /api/v1} route needs (docs/api.md, "Roles"), in one table: every read needs
 * {@code viewer}; the writes listed here need their role and are recorded in the audit log under
 * their action; any other write needs {@code admin}. Tokens and the audit log need an admin token
 * that is not limited to projects; so does registering a project.
 */
final class Permissions {

    private static final String P = "/api/v1/projects/([^/]+)";
    private static final String B = P + "/sdk-targets/([^/]+)/sdk-builds";

    /** A write route: its method and path, the role it needs, its audit action and the kind of entity it changes. */
    record Route(String method, Pattern path, Role role, boolean everyProject, String action, String targetType) {
        Route(String method, String path, Role role, boolean everyProject, String action, String targetType) {
            this(method, Pattern.compile(path), role, everyProject, action, targetType);
        }
    }

    static final List<Route> WRITES = List.of(
            new Route("POST", "/api/v1/projects", Role.ADMIN, true, "project.create", "project"),
            new Route("PATCH", P, Role.ADMIN, false, "project.update", "project"),
            new Route("DELETE", P, Role.ADMIN, false, "project.delete", "project"),
            new Route("POST", P + "/webhook-secret", Role.ADMIN, false, "webhook_secret.rotate", "project"),
            new Route("POST", P + "/sdk-builds/trigger", Role.OPERATOR, false, "project.trigger_all", "project"),
            new Route("POST", B + "/trigger", Role.OPERATOR, false, "build.trigger", "build"),
            new Route("POST", B + "/([^/]+)/retry", Role.OPERATOR, false, "build.retry", "build"),
            new Route("POST", B + "/([^/]+)/cancel", Role.OPERATOR, false, "build.cancel", "build"),
            new Route("POST", B + "/([^/]+)/deliver", Role.OPERATOR, false, "build.deliver", "build"),
            new Route("PUT", P + "/sdk-targets/([^/]+)/repository", Role.ADMIN, false, "sdk_repository.set", "target"),
            new Route("DELETE", P + "/sdk-targets/([^/]+)/repository", Role.ADMIN, false, "sdk_repository.delete", "target"),
            new Route("POST", P + "/notifications", Role.ADMIN, false, "notification.create", "notification"),
            new Route("PATCH", P + "/notifications/([^/]+)", Role.ADMIN, false, "notification.update", "notification"),
            new Route("DELETE", P + "/notifications/([^/]+)", Role.ADMIN, false, "notification.delete", "notification"),
            new Route("POST", P + "/notifications/([^/]+)/secret", Role.ADMIN, false, "notification.rotate_secret", "notification"),
            new Route("POST", P + "/notifications/([^/]+)/test", Role.OPERATOR, false, "notification.test", "notification"),
            new Route("POST", "/api/v1/tokens", Role.ADMIN, true, "token.create", "token"),
            new Route("DELETE", "/api/v1/tokens/([^/]+)", Role.ADMIN, true, "token.revoke", "token"));

    private static final Pattern PROJECT = Pattern.compile(P + "(/.*)?");
    private static final List<Pattern> ADMIN_READS = List.of(Pattern.compile("/api/v1/(tokens|audit)(/.*)?"));
    /** Reads that need an admin of the project: notification endpoints (their URLs may carry the receiver's own secret). */
    private static final Pattern PROJECT_ADMIN_READS = Pattern.compile(P + "/notifications(/.*)?");

    private Permissions() {
    }

    static boolean isRead(String method) {
        return method.equals("GET") || method.equals("HEAD");
    }

    /** The write route a request is, if it is one of the table's. */
    static Optional<Route> write(String method, String path) {
        return WRITES.stream().filter(r -> r.method().equals(method) && r.path().matcher(path).matches()).findFirst();
    }

    /** The role a request needs. */
    static Role needed(String method, String path) {
        if (isRead(method)) {
            return ADMIN_READS.stream().anyMatch(p -> p.matcher(path).matches()) || PROJECT_ADMIN_READS.matcher(path).matches()
                    ? Role.ADMIN : Role.VIEWER;
        }
        return write(method, path).map(Route::role).orElse(Role.ADMIN);
    }

    /** Whether a request needs a token that is not limited to projects. */
    static boolean needsEveryProject(String method, String path) {
        if (isRead(method)) {
            return ADMIN_READS.stream().anyMatch(p -> p.matcher(path).matches());
        }
        return write(method, path).map(Route::everyProject).orElse(false);
    }

    /** The project a path is about ({@code /api/v1/projects/{id}/…}), if any. */
    static Optional<String> projectOf(String path) {
        Matcher m = PROJECT.matcher(path);
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }
}
