extern "C" __global__ void stochastic_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::int32 var_seed,
    wp::array_t<wp::float32> var_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::uint32 var_1;
        wp::vec_t<2, wp::float32> var_2;
        const wp::float32 var_3 = 12.0;
        wp::uint32 var_4;
        wp::float32* var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        //---------
        // forward
        // def stochastic_s000002(                                                                <L 15>
        // i = wp.tid()                                                                           <L 20>
        var_0 = builtin_tid1d();
        // rng = wp.rand_init(seed, i)                                                            <L 21>
        var_1 = wp::rand_init(var_seed, var_0);
        // x0 = wp.sample_triangle(rng)                                                           <L 22>
        var_2 = wp::sample_triangle(var_1);
        // x1 = wp.poisson(rng, 12.0)                                                             <L 23>
        var_4 = wp::poisson(var_1, var_3);
        // out[i] = stochastic_s000002_combine(x0, a[i], x1)                                      <L 24>
        var_5 = wp::address(var_a, var_0);
        var_7 = wp::load(var_5);
        var_6 = stochastic_s000002_combine_0(var_2, var_7, var_4);
        wp::array_store(var_out, var_0, var_6);
    }
}