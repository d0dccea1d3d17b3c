extern "C" __global__ void arithmetic_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<3> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
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
        wp::float32* var_3;
        wp::float32* var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32* var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        //---------
        // forward
        // def arithmetic_s000000(                                                                <L 12>
        // i, j, k = wp.tid()                                                                     <L 17>
        builtin_tid3d(var_0, var_1, var_2);
        // x0 = b[i, j, k] * a[i, j, k]                                                           <L 18>
        var_3 = wp::address(var_b, var_0, var_1, var_2);
        var_4 = wp::address(var_a, var_0, var_1, var_2);
        var_6 = wp::load(var_3);
        var_7 = wp::load(var_4);
        var_5 = wp::mul(var_6, var_7);
        // out[i, j, k] = arithmetic_s000000_combine(x0, a[i, j, k])                              <L 19>
        var_8 = wp::address(var_a, var_0, var_1, var_2);
        var_10 = wp::load(var_8);
        var_9 = arithmetic_s000000_combine_0(var_5, var_10);
        wp::array_store(var_out, var_0, var_1, var_2, var_9);
    }
}