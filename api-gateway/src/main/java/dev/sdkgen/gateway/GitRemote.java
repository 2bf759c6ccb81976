package dev.sdkgen.gateway;

import dev.sdkgen.engine.config.ConfigLoader;
import dev.sdkgen.engine.config.ConfigResult;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Comparator;
import java.util.stream.Stream;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.ResetCommand;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.Ref;

/** The Git operations of the gateway: resolving a branch head and reading {@code sdkgen.yaml} at a commit. */
@ApplicationScoped
public class GitRemote {

    private final GatewayConfig config;

    public GitRemote(GatewayConfig config) {
        this.config = config;
    }

    /** The commit at the head of a branch ({@code git ls-remote}); 422 if the repository or branch cannot be found. */
    public String headOf(String url, String branch) {
        Collection<Ref> refs;
        try {
            refs = Git.lsRemoteRepository().setRemote(url).setHeads(true)
                    .setTimeout((int) config.gitTimeout().toSeconds()).call();
        } catch (GitAPIException | RuntimeException e) {
            throw new ApiException(422, "repository_unreachable",
                    "cannot read the Config Repository " + url + ": " + Orchestrator.rootMessage(e));
        }
        return refs.stream().filter(r -> r.getName().equals("refs/heads/" + branch)).findFirst()
                .map(r -> r.getObjectId().name())
                .orElseThrow(() -> new ApiException(422, "branch_not_found",
                        "branch " + branch + " does not exist in " + url));
    }

    /** Reads {@code sdkgen.yaml} from the repository at a commit of a branch (with the engine's config reader). */
    public ConfigResult readConfig(String url, String branch, String commit) {
        Path dir = null;
        try {
            dir = Files.createTempDirectory(Files.createDirectories(Path.of(config.workDir())), "sdkgen-config-");
            try (Git git = Git.cloneRepository().setURI(url).setBranch(branch).setNoCheckout(true)
                    .setDirectory(dir.toFile()).setTimeout((int) config.gitTimeout().toSeconds()).call()) {
                // reset --hard writes index and tree of exactly that commit (a checkout after a
                // no-checkout clone sees every file as a conflict)
                git.reset().setMode(ResetCommand.ResetType.HARD).setRef(commit).call();
            }
            return ConfigLoader.load(dir);
        } catch (GitAPIException | RuntimeException e) {
            throw new ApiException(422, "repository_unreachable",
                    "cannot check out " + commit + " of " + url + ": " + Orchestrator.rootMessage(e));
        } catch (IOException e) {
            throw new ApiException(500, "internal_error", "cannot create a work directory: " + e.getMessage());
        } finally {
            deleteQuietly(dir);
        }
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
