package dev.sdkgen.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.transport.RefSpec;

/**
 * A real Git Config Repository for tests: a bare repository on disk (what a service clones,
 * its URL is the bare directory's path) plus a working copy that commits and pushes to it.
 */
public final class ConfigRepository {

    private static final PersonIdent AUTHOR = new PersonIdent("sdkgen tests", "tests@sdkgen.invalid");

    private final Path bare;
    private final Path work;
    private final String branch;

    private ConfigRepository(Path bare, Path work, String branch) {
        this.bare = bare;
        this.work = work;
        this.branch = branch;
    }

    /** The example Config Repository of this source tree ({@code examples/acme}). */
    public static Path example(String name) {
        return ServiceProcess.repositoryRoot().resolve("examples").resolve(name);
    }

    /** A new repository under {@code parent} whose first commit on {@code branch} is a copy of {@code source}. */
    public static ConfigRepository create(Path parent, Path source, String branch) {
        try {
            Path bare = Files.createDirectories(parent.resolve("origin.git"));
            Path work = Files.createDirectories(parent.resolve("work"));
            Git.init().setBare(true).setDirectory(bare.toFile()).setInitialBranch(branch).call().close();
            Git.init().setDirectory(work.toFile()).setInitialBranch(branch).call().close();
            copyTree(source, work);
            ConfigRepository repo = new ConfigRepository(bare, work, branch);
            repo.commitAll("Initial Config Repository");
            return repo;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GitAPIException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The URL a project registers (the bare repository's absolute path). */
    public String url() {
        return bare.toAbsolutePath().toString();
    }

    public String branch() {
        return branch;
    }

    /**
     * Writes files (a {@code null} content deletes the file), commits everything, pushes to the
     * bare repository, and returns the new commit id.
     */
    public String commit(Map<String, String> files, String message) {
        try {
            for (Map.Entry<String, String> file : files.entrySet()) {
                Path target = work.resolve(file.getKey());
                if (file.getValue() == null) {
                    Files.deleteIfExists(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
                }
            }
            return commitAll(message);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Pushes the current head to another branch of the bare repository and returns the commit id. */
    public String pushTo(String otherBranch) {
        try (Git git = Git.open(work.toFile())) {
            git.push().setRemote(bare.toUri().toString())
                    .setRefSpecs(new RefSpec("HEAD:refs/heads/" + otherBranch)).call();
            return git.getRepository().resolve("HEAD").name();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GitAPIException e) {
            throw new IllegalStateException(e);
        }
    }

    private String commitAll(String message) {
        try (Git git = Git.open(work.toFile())) {
            git.add().addFilepattern(".").call();
            git.add().addFilepattern(".").setUpdate(true).call();
            RevCommit commit = git.commit().setMessage(message).setAuthor(AUTHOR).setCommitter(AUTHOR)
                    .setSign(false).call();
            git.push().setRemote(bare.toUri().toString())
                    .setRefSpecs(new RefSpec("refs/heads/" + branch + ":refs/heads/" + branch)).call();
            return commit.name();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GitAPIException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path p : (Iterable<Path>) paths::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}
