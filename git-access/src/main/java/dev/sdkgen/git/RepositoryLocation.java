package dev.sdkgen.git;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Config Repository URL that passed the {@link RepositoryPolicy}: what kind it is, where it
 * points, and the URL given to Git. Relative paths, unknown schemes and URLs with credentials in
 * them are refused: the user gets told at registration, not by every build.
 */
public final class RepositoryLocation {

    /** How the repository is reached. */
    public enum Kind { HTTPS, HTTP, SSH, LOCAL }

    private static final Pattern SCP_LIKE = Pattern.compile("([A-Za-z0-9._-]+)@([A-Za-z0-9.-]+):([^/\\\\][^\\\\]*)");
    private static final String EXAMPLES = "https://host/owner/repo.git, ssh://git@host/owner/repo.git or git@host:owner/repo.git";

    private final String url;
    private final Kind kind;
    private final String host;
    private final int port;
    private final String transportUrl;

    private RepositoryLocation(String url, Kind kind, String host, int port, String transportUrl) {
        this.url = url;
        this.kind = kind;
        this.host = host;
        this.port = port;
        this.transportUrl = transportUrl;
    }

    /** Parses and checks a URL; INVALID or NOT_ALLOWED otherwise, with a message that says why. */
    public static RepositoryLocation parse(String url, RepositoryPolicy policy) throws RepositoryException {
        String u = url == null ? "" : url.trim();
        if (u.isEmpty() || u.chars().anyMatch(c -> c <= ' ' || c == 0x7f)) {
            throw new RepositoryException(RepositoryException.Kind.INVALID, "the repository URL is empty or contains spaces or control characters");
        }
        String lower = u.toLowerCase(Locale.ROOT);
        if (lower.startsWith("https://") || lower.startsWith("http://")) {
            URI uri = uri(u);
            if (uri.getRawUserInfo() != null) {
                throw new RepositoryException(RepositoryException.Kind.INVALID, "the repository URL must not contain a user name or "
                        + "password; give the token in config_repository.auth");
            }
            requireHostAndPath(uri, u);
            boolean https = lower.startsWith("https://");
            if (!https && !policy.allowHttp()) {
                throw new RepositoryException(RepositoryException.Kind.NOT_ALLOWED, "plain http:// repositories are not allowed on this "
                        + "service (a token would cross the network unencrypted); use https://");
            }
            return new RepositoryLocation(u, https ? Kind.HTTPS : Kind.HTTP, uri.getHost(), uri.getPort(), u);
        }
        if (lower.startsWith("ssh://")) {
            URI uri = uri(u);
            requireHostAndPath(uri, u);
            String user = uri.getRawUserInfo();
            if (user != null && user.contains(":")) {
                throw new RepositoryException(RepositoryException.Kind.INVALID, "the repository URL must not contain a password; give a "
                        + "deploy key in config_repository.auth");
            }
            int port = uri.getPort() < 0 ? 22 : uri.getPort();
            String transport = user != null ? u
                    : "ssh://git@" + uri.getRawAuthority() + uri.getRawPath();
            return new RepositoryLocation(u, Kind.SSH, uri.getHost(), port, transport);
        }
        Matcher scp = SCP_LIKE.matcher(u);
        if (scp.matches() && !u.contains("://")) {
            return new RepositoryLocation(u, Kind.SSH, scp.group(2), 22, u);
        }
        Path path;
        if (lower.startsWith("file:")) {
            try {
                path = Path.of(new URI(u.startsWith("file://") || u.startsWith("file:/") ? u : "file:" + u));
            } catch (URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
                throw new RepositoryException(RepositoryException.Kind.INVALID, "the file: URL is not valid; write file:///absolute/path");
            }
        } else if (u.startsWith("/")) {
            try {
                path = Path.of(u);
            } catch (InvalidPathException e) {
                throw new RepositoryException(RepositoryException.Kind.INVALID, "the repository path is not valid");
            }
        } else {
            throw new RepositoryException(RepositoryException.Kind.INVALID, "'" + clip(u) + "' is not an absolute repository URL; use "
                    + EXAMPLES);
        }
        return local(u, path, policy);
    }

    private static RepositoryLocation local(String url, Path path, RepositoryPolicy policy) throws RepositoryException {
        if (!policy.localEnabled()) {
            throw new RepositoryException(RepositoryException.Kind.NOT_ALLOWED, "local repository paths are disabled on this service; use "
                    + EXAMPLES);
        }
        // symbolic links resolved: a link under a root that points elsewhere is elsewhere; the message
        // is the same whether the path exists or not, so nothing is learnt about other paths
        Path real = real(path.toAbsolutePath().normalize());
        if (!policy.allowsLocal(real)) {
            throw new RepositoryException(RepositoryException.Kind.NOT_ALLOWED, "local repository paths are only allowed under the "
                    + "configured roots of this service");
        }
        return new RepositoryLocation(url, Kind.LOCAL, null, -1, real.toString());
    }

    private static Path real(Path normal) {
        try {
            return Files.exists(normal) ? normal.toRealPath() : normal;
        } catch (IOException e) {
            return normal;
        }
    }

    private static URI uri(String u) throws RepositoryException {
        try {
            return new URI(u);
        } catch (URISyntaxException e) {
            throw new RepositoryException(RepositoryException.Kind.INVALID, "'" + clip(u) + "' is not a valid URL");
        }
    }

    private static void requireHostAndPath(URI uri, String u) throws RepositoryException {
        if (uri.getHost() == null || uri.getRawPath() == null || uri.getRawPath().length() < 2
                || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new RepositoryException(RepositoryException.Kind.INVALID, "'" + clip(u) + "' is not a repository URL; use " + EXAMPLES);
        }
    }

    private static String clip(String u) {
        return u.length() > 200 ? u.substring(0, 200) + "..." : u;
    }

    /** The URL as registered. */
    public String url() {
        return url;
    }

    public Kind kind() {
        return kind;
    }

    /** The server's host name (null for a local path). */
    public String host() {
        return host;
    }

    /** The server's port, -1 for the scheme's default (and for a local path). */
    public int port() {
        return port;
    }

    /** What Git is given: for local paths the real path, for SSH URLs without a user {@code git@}. */
    String transportUrl() {
        return transportUrl;
    }

    @Override
    public String toString() {
        return url;
    }
}
