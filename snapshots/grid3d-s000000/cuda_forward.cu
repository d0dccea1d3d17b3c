extern "C" __global__ void grid3d_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_a,
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
        wp::int32 var_1;
        wp::int32 var_2;
        const wp::int32 var_3 = 1;
        wp::int32 var_4;
        wp::float32* var_5;
        wp::float32* var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        //---------
        // forward
        // def grid3d_s000000(                                                                    <L 16>
        // i, j, k = wp.tid()                                                                     <L 20>
        builtin_tid3d(var_0, var_1, var_2);
        // out[i, j, k] = grid3d_s000000_combine(a[i, j, k + 1], a[i, j, k])                      <L 21>
        var_4 = wp::add(var_2, var_3);
        var_5 = wp::address(var_a, var_0, var_1, var_4);
        var_6 = wp::address(var_a, var_0, var_1, var_2);
        var_8 = wp::load(var_5);
        var_9 = wp::load(var_6);
        var_7 = grid3d_s000000_combine_0(var_8, var_9);
        wp::array_store(var_out, var_0, var_1, var_2, var_7);
    }
}