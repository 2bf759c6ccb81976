package dev.sdkgen.validator;

import dev.sdkgen.events.BuildSource;
import dev.sdkgen.git.Credentials;
import dev.sdkgen.git.GitClient;
import dev.sdkgen.git.RepositoryException;
import dev.sdkgen.git.RepositoryLocation;
import dev.sdkgen.git.RepositoryPolicy;
import dev.sdkgen.git.SealedCredentials;
import dev.sdkgen.git.SecretBox;
import dev.sdkgen.service.Retries;
import dev.sdkgen.service.WorkDirectory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.WebApplicationException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * Checks a Config Repository out at an exact commit into a fresh directory: the URL checked against
 * the policy, the project's credentials (sealed, from the orchestrator) opened, the repository
 * fetched into the clone cache ({@code <work-dir>/cache}) and the commit's files written out. A
 * network failure is retried within {@code sdkgen.validator.retry}; what then still fails is a
 * {@link CheckoutException} whose message says what failed and never carries JGit's own text.
 */
@ApplicationScoped
public class Checkouts {

    private static final Logger LOG = Logger.getLogger(Checkouts.class);
    static final String CACHE = "cache";

    private final ValidatorConfig config;
    private final WorkDirectory work;
    private final RepositoryPolicy policy;
    private final Optional<SecretBox> secrets;
    private final GitClient git;
    private final Function<String, OrchestratorClient.SealedCredential> credentials;
    private final String orchestratorUrl;

    @Inject
    public Checkouts(ValidatorConfig config, GitConfig gitConfig, WorkDirectory work,
                     @RestClient OrchestratorClient orchestrator,
                     @ConfigProperty(name = "quarkus.rest-client.orchestrator.url") String orchestratorUrl) {
        this(config, gitConfig, work, orchestratorUrl, orchestrator::credential);
    }

    /** With the sealed credentials from a function (project id → credential) instead of the orchestrator. */
    Checkouts(ValidatorConfig config, GitConfig gitConfig, WorkDirectory work, String orchestratorUrl,
              Function<String, OrchestratorClient.SealedCredential> credentials) {
        this.config = config;
        this.work = work;
        this.credentials = credentials;
        this.orchestratorUrl = orchestratorUrl;
        this.policy = new RepositoryPolicy(gitConfig.allowHttp(), gitConfig.local().enabled(),
                gitConfig.local().roots().orElse(List.of()).stream().map(Path::of).toList());
        this.secrets = gitConfig.secretsKey().filter(k -> !k.isBlank()).map(SecretBox::ofBase64Key);
        try {
            String knownHosts = gitConfig.knownHostsFile().isPresent()
                    ? Files.readString(Path.of(gitConfig.knownHostsFile().get())) : null;
            this.git = new GitClient(Path.of(config.workDir()).resolve(CACHE), config.gitTimeout(), knownHosts);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read sdkgen.git.known-hosts-file", e);
        } catch (RepositoryException e) {
            throw new IllegalStateException("sdkgen.git.known-hosts-file: " + e.getMessage());
        }
    }

    /** A repository that cannot be read, with a message fit for the build log. */
    public static final class CheckoutException extends Exception {
        private static final long serialVersionUID = 1L;

        CheckoutException(String message) {
            super(message);
        }
    }

    /** What was checked out, a line for the build log, and the commit's subject line. */
    public record Checkout(Path directory, String note, String subject) {
    }

    /** Checks out {@code source.commit()}; the caller deletes the directory. */
    public Checkout checkout(BuildSource source, String buildId) throws CheckoutException {
        RepositoryLocation location;
        try {
            location = RepositoryLocation.parse(source.repositoryUrl(), policy);
        } catch (RepositoryException e) {
            throw new CheckoutException(e.getMessage());
        }
        Credentials creds = credentialsOf(source);
        Path dir;
        try {
            dir = work.newBuildDirectory(buildId + "-");
        } catch (IOException e) {
            throw new CheckoutException("cannot create a work directory under " + config.workDir());
        }
        Duration backoff = config.retry().initialBackoff();
        long start = System.nanoTime();
        for (int attempt = 1; ; attempt++) {
            try {
                GitClient.Checkout c = git.checkout(location, creds, source.commit(), dir);
                trimCache();
                return new Checkout(dir, (c.cacheExisted() ? "Fetched into the existing local copy" : "Fetched into a new local copy")
                        + "; " + c.files() + " files at " + source.commit(), c.subject());
            } catch (RepositoryException e) {
                if (!e.isTransient() || attempt >= config.retry().attempts()) {
                    delete(dir);
                    long seconds = Duration.ofNanos(System.nanoTime() - start).toSeconds();
                    throw new CheckoutException(e.getMessage() + (attempt > 1 ? " (" + attempt + " attempts over "
                            + seconds + " s)" : ""));
                }
                LOG.warnf("build %s: %s; attempt %d of %d, retrying in %d ms", buildId, e.getMessage(), attempt,
                        config.retry().attempts(), backoff.toMillis());
                sleep(backoff);
                backoff = config.retry().nextBackoff(backoff);
            }
        }
    }

    private Credentials credentialsOf(BuildSource source) throws CheckoutException {
        if (source.repositoryAuth() == null) {
            return Credentials.NONE;
        }
        if (secrets.isEmpty()) {
            throw new CheckoutException("the repository needs credentials but this spec-validator has no secrets key"
                    + " (sdkgen.git.secrets-key)");
        }
        OrchestratorClient.SealedCredential sealed;
        try {
            sealed = Retries.call(config.retry(), "the build-orchestrator (" + orchestratorUrl + ")",
                    () -> credentials.apply(source.projectId()));
        } catch (WebApplicationException e) {
            throw new CheckoutException("the project has no stored credentials for its repository any more");
        }
        try {
            return SealedCredentials.open(secrets.get(), sealed.sealed(), source.repositoryUrl());
        } catch (RepositoryException e) {
            throw new CheckoutException(e.getMessage());
        }
    }

    /** Applies {@code sdkgen.validator.cache} to the clone cache: the least recently used entries beyond it go. */
    public GitClient.CacheUse trimCache() {
        GitClient.CacheUse use = git.trimCache(config.cache().maxEntries(), config.cache().maxBytes());
        if (use.removed() > 0) {
            LOG.infof("clone cache: removed %d least recently used entries (%d bytes); %d entries, %d bytes kept",
                    use.removed(), use.bytesRemoved(), use.entries(), use.bytes());
        }
        return use;
    }

    public void delete(Path dir) {
        WorkDirectory.delete(dir);
    }

    private static void sleep(Duration d) {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
