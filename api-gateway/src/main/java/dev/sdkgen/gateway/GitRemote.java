package dev.sdkgen.gateway;

import dev.sdkgen.engine.config.ConfigLoader;
import dev.sdkgen.engine.config.ConfigResult;
import dev.sdkgen.git.Credentials;
import dev.sdkgen.git.GitClient;
import dev.sdkgen.git.RepositoryException;
import dev.sdkgen.git.RepositoryLocation;
import dev.sdkgen.git.RepositoryPolicy;
import dev.sdkgen.git.SealedCredentials;
import dev.sdkgen.git.SecretBox;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.jboss.logging.Logger;

/**
 * The Git side of the gateway: the URL policy, the credentials of private repositories (sealed
 * here, opened here), the head of a branch, and {@code sdkgen.yaml} at a commit — read through the
 * clone cache. Failures become API errors whose messages say what failed, never how JGit put it.
 */
@ApplicationScoped
public class GitRemote {

    private static final Logger LOG = Logger.getLogger(GitRemote.class);

    private final GatewayConfig config;
    private final RepositoryPolicy policy;
    private final Optional<SecretBox> secrets;
    private final GitClient git;

    public GitRemote(GatewayConfig config, GitConfig gitConfig) {
        this.config = config;
        this.policy = new RepositoryPolicy(gitConfig.allowHttp(), gitConfig.local().enabled(),
                gitConfig.local().roots().orElse(List.of()).stream().map(Path::of).toList());
        this.secrets = gitConfig.secretsKey().filter(k -> !k.isBlank()).map(SecretBox::ofBase64Key);
        try {
            String knownHosts = gitConfig.knownHostsFile().isPresent()
                    ? Files.readString(Path.of(gitConfig.knownHostsFile().get())) : null;
            this.git = new GitClient(Path.of(gitConfig.cacheDir()), config.gitTimeout(), knownHosts);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read sdkgen.git.known-hosts-file", e);
        } catch (RepositoryException e) {
            throw new IllegalStateException("sdkgen.git.known-hosts-file: " + e.getMessage());
        }
    }

    /** The URL checked against the policy: 400 for one that is not a repository URL, 422 for one the policy refuses. */
    public RepositoryLocation locate(String url) {
        try {
            return RepositoryLocation.parse(url, policy);
        } catch (RepositoryException e) {
            throw apiError(e);
        }
    }

    /** The box that seals credentials; 422 when this service has no secrets key. */
    public SecretBox secrets() {
        return secrets.orElseThrow(() -> new ApiException(422, "private_repositories_disabled",
                "this service has no secrets key (sdkgen.git.secrets-key), so it cannot store repository credentials"));
    }

    public GitClient client() {
        return git;
    }

    /** Opens a project's sealed credentials for its repository URL; 422 when they cannot be opened. */
    public Credentials open(String sealed, String url) {
        try {
            return SealedCredentials.open(secrets(), sealed, url);
        } catch (RepositoryException e) {
            throw apiError(e);
        }
    }

    /** The commit at the head of a branch; 422 if the repository or branch cannot be read. */
    public String headOf(RepositoryLocation location, Credentials credentials, String branch) {
        try {
            return git.headOf(location, credentials, branch);
        } catch (RepositoryException e) {
            LOG.infof("ls-remote %s (%s): %s", location, e.kind(), e.getMessage());
            throw apiError(e);
        }
    }

    /** Reads {@code sdkgen.yaml} from the repository at a commit (with the engine's config reader). */
    public ConfigResult readConfig(RepositoryLocation location, Credentials credentials, String commit) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory(Files.createDirectories(Path.of(config.workDir())), "sdkgen-config-");
            git.checkout(location, credentials, commit, dir);
            return ConfigLoader.load(dir);
        } catch (RepositoryException e) {
            LOG.infof("checkout %s at %s (%s): %s", location, commit, e.kind(), e.getMessage());
            throw apiError(e);
        } catch (IOException e) {
            throw new ApiException(500, "internal_error", "cannot create a work directory");
        } finally {
            deleteQuietly(dir);
        }
    }

    static ApiException apiError(RepositoryException e) {
        return switch (e.kind()) {
            case INVALID -> ApiException.badRequest(e.getMessage());
            case NOT_ALLOWED -> new ApiException(422, "repository_not_allowed", e.getMessage());
            case BRANCH_NOT_FOUND -> new ApiException(422, "branch_not_found", e.getMessage());
            case CREDENTIALS -> new ApiException(422, "invalid_credentials", e.getMessage());
            default -> new ApiException(422, "repository_unreachable", e.getMessage());
        };
    }

    private static void deleteQuietly(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // best effort: it is a temporary directory
        }
    }
}
