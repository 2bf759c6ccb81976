package dev.sdkgen.worker;

import dev.sdkgen.codegen.surface.Changelog;
import dev.sdkgen.codegen.surface.SurfaceDiff;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.events.SdkDelivered;
import dev.sdkgen.git.Credentials;
import dev.sdkgen.git.GitClient;
import dev.sdkgen.git.RepositoryException;
import dev.sdkgen.git.RepositoryLocation;
import dev.sdkgen.git.RepositoryPolicy;
import dev.sdkgen.git.SdkDelivery;
import dev.sdkgen.git.SealedCredentials;
import dev.sdkgen.git.SecretBox;
import dev.sdkgen.service.InfrastructureUnavailableException;
import dev.sdkgen.service.Retries;
import dev.sdkgen.service.WorkDirectory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.WebApplicationException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * Delivery of a generated SDK to its target's SDK repository (docs/services.md, "Delivery"): where
 * to (asked from the orchestrator, with the sealed credentials opened by this service's key), the
 * commit message, the tag, and {@link SdkDelivery} against the repository. Every outcome — also a
 * failure — is an {@link SdkDelivered}; nothing here throws, since the build has succeeded already.
 */
@ApplicationScoped
public class Deliveries {

    private static final Logger LOG = Logger.getLogger(Deliveries.class);

    /**
     * The SDK repository of a target, or why it could not be asked for; {@code cancelled}: the build
     * attempt it was asked for was cancelled, so nothing is delivered (issue 24).
     */
    public record Target(OrchestratorClient.SdkRepositoryAccess access, String failure, boolean cancelled) {
    }

    /** The orchestrator's {@code …/sdk-repository/access}, for a build attempt or (null) for none. */
    interface Lookup {
        OrchestratorClient.SdkRepositoryAccess access(String projectId, String targetId, String buildId, Integer attempt);
    }

    /**
     * What is delivered: the build, its attempt, the SDK's identity, the delivery's number, and the build's surface
     * diff (null: nothing was compared — the target's first build — or it cannot be read), for the changelog.
     */
    public record Delivery(String buildId, int attempt, BuildSource source, String sdkName, String sdkVersion,
                           int deliveryAttempt, SurfaceDiff diff) {
    }

    private final WorkerConfig config;
    private final WorkDirectory work;
    private final RepositoryPolicy policy;
    private final Optional<SecretBox> secrets;
    private final GitClient git;
    private final Lookup repositories;
    private final String orchestratorUrl;

    @Inject
    public Deliveries(WorkerConfig config, GitConfig gitConfig, WorkDirectory work,
                      @RestClient OrchestratorClient orchestrator,
                      @ConfigProperty(name = "quarkus.rest-client.orchestrator.url") String orchestratorUrl) {
        this.config = config;
        this.work = work;
        this.repositories = orchestrator::sdkRepository;
        this.orchestratorUrl = orchestratorUrl;
        this.policy = new RepositoryPolicy(gitConfig.allowHttp(), gitConfig.local().enabled(),
                gitConfig.local().roots().orElse(List.of()).stream().map(Path::of).toList());
        this.secrets = gitConfig.secretsKey().filter(k -> !k.isBlank()).map(SecretBox::ofBase64Key);
        try {
            String knownHosts = gitConfig.knownHostsFile().isPresent()
                    ? Files.readString(Path.of(gitConfig.knownHostsFile().get())) : null;
            // SdkDelivery works in a fresh directory of this instance per delivery; the clone cache is not used
            this.git = new GitClient(Path.of(config.workDir()).resolve("unused-cache"), config.gitTimeout(), knownHosts);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read sdkgen.git.known-hosts-file", e);
        } catch (RepositoryException e) {
            throw new IllegalStateException("sdkgen.git.known-hosts-file: " + e.getMessage());
        }
    }

    /** The target's SDK repository: empty when it has none; a failure when the orchestrator stayed unavailable. */
    public Optional<Target> target(String projectId, String targetId) {
        return target(projectId, targetId, null, null);
    }

    /**
     * As above for the delivery right after generating {@code buildId}'s {@code attempt}: the
     * orchestrator answers 409 when that attempt was cancelled meanwhile (then {@code cancelled}).
     */
    public Optional<Target> target(String projectId, String targetId, String buildId, Integer attempt) {
        try {
            return Optional.of(new Target(Retries.call(config.retry(), "the build-orchestrator (" + orchestratorUrl + ")",
                    () -> repositories.access(projectId, targetId, buildId, attempt)), null, false));
        } catch (WebApplicationException e) {
            if (e.getResponse().getStatus() == 409) {
                return Optional.of(new Target(null, null, true));
            }
            return Optional.empty(); // 404: the target has no SDK repository
        } catch (InfrastructureUnavailableException e) {
            return Optional.of(new Target(null, e.getMessage(), false));
        }
    }

    /** Delivers the SDK in {@code sdkDir}; the outcome as the event to publish (its id is the caller's). */
    public SdkDelivered deliver(Delivery d, Target target, Path sdkDir) {
        List<String> lines = new ArrayList<>();
        if (target.access() == null) {
            return failed(d, null, null, "the SDK repository could not be asked for: " + target.failure(), lines);
        }
        OrchestratorClient.SdkRepositoryAccess access = target.access();
        lines.add("Delivering the SDK to " + access.url() + " (" + access.branch() + ")");
        Path scratch = null;
        try {
            RepositoryLocation location = RepositoryLocation.parse(access.url(), policy);
            scratch = work.newBuildDirectory(d.buildId() + "-sdk-repository-");
            SdkDelivery.Result result = new SdkDelivery(git, scratch).deliver(new SdkDelivery.Request(location, credentials(access),
                    access.branch(), sdkDir, d.sdkVersion(), ReleaseTags.tag(d.source().language(), d.sdkVersion()),
                    message(d), changelog(d.diff(), d.sdkVersion(), sdkDir)));
            lines.addAll(result.lines());
            ReleaseTags.warning(d.source().language(), d.sdkVersion(), goModule(sdkDir)).ifPresent(lines::add);
            return SdkDelivered.of(d.buildId(), d.attempt(), d.deliveryAttempt(), true, access.url(), access.branch(),
                    result.commit(), result.committed(), result.tag(), null, lines);
        } catch (RepositoryException e) {
            LOG.infof("build %s delivery %d: %s (%s)", d.buildId(), d.deliveryAttempt(), e.getMessage(), e.kind());
            return failed(d, access.url(), access.branch(), e.getMessage(), lines);
        } catch (IOException | RuntimeException e) {
            LOG.errorf(e, "build %s delivery %d failed", d.buildId(), d.deliveryAttempt());
            return failed(d, access.url(), access.branch(), "internal failure (" + e.getClass().getSimpleName() + ")",
                    lines);
        } finally {
            WorkDirectory.delete(scratch);
        }
    }

    /**
     * What the SDK branch's own {@code CHANGELOG.md} becomes (docs/services.md, "Delivery"): the section of this
     * build's diff placed on top of it ({@link Changelog#prepend}: merged into a section of the same version, each entry
     * once, so a delivery made again changes nothing). Without a diff (the target's first build) the generated file's section is
     * placed there instead, unless the branch has a section of this version already — it is then left as it is,
     * and so it is when the diff has no change. (A branch without a changelog gets the generated file.)
     */
    static UnaryOperator<String> changelog(SurfaceDiff diff, String version, Path sdkDir) {
        String section = diff != null ? Changelog.section(diff) : Changelog.firstSection(generated(sdkDir));
        if (section == null) {
            return null;
        }
        boolean replaces = diff != null && !diff.changes().isEmpty();
        return branch -> !replaces && branch.lines().anyMatch(l -> l.equals("## " + version)) ? branch
                : Changelog.prepend(branch, section);
    }

    private static String generated(Path sdkDir) {
        try {
            Path file = sdkDir.resolve(SdkDelivery.CHANGELOG);
            return Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.UTF_8) : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** A fresh directory for an SDK unpacked from its archive. */
    Path newDirectory(String prefix) throws IOException {
        return work.newBuildDirectory(prefix);
    }

    /** The commit message: what was generated, from which Config Repository commit, by which build and attempt. */
    static String message(Delivery d) {
        return "Generate the " + d.source().language() + " SDK of " + d.sdkName() + " " + d.sdkVersion() + "\n\n"
                + "Config Repository commit " + d.source().commit() + " (" + d.source().repositoryUrl() + ", "
                + d.source().branch() + ")\n"
                + "Build " + d.buildId() + ", attempt " + d.attempt() + ", delivery " + d.deliveryAttempt();
    }

    private Credentials credentials(OrchestratorClient.SdkRepositoryAccess access) throws RepositoryException {
        if (access.sealed() == null) {
            return Credentials.NONE;
        }
        if (secrets.isEmpty()) {
            throw new RepositoryException(RepositoryException.Kind.CREDENTIALS, "the SDK repository has credentials but"
                    + " this codegen-worker has no secrets key (sdkgen.git.secrets-key)");
        }
        return SealedCredentials.open(secrets.get(), access.sealed(), access.url());
    }

    private static String goModule(Path sdkDir) {
        Path goMod = sdkDir.resolve("go.mod");
        try {
            return Files.isRegularFile(goMod) ? Files.readString(goMod, StandardCharsets.UTF_8).lines()
                    .filter(l -> l.startsWith("module ")).map(l -> l.substring(7).trim()).findFirst().orElse(null) : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static SdkDelivered failed(Delivery d, String url, String branch, String reason, List<String> lines) {
        lines.add("Error: the delivery failed: " + reason);
        return SdkDelivered.of(d.buildId(), d.attempt(), d.deliveryAttempt(), false, url, branch, null, false, null,
                reason, lines);
    }
}
