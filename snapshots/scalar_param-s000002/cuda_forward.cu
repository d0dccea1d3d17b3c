extern "C" __global__ void scalar_param_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::int32 var_k,
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
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        //---------
        // forward
        // def scalar_param_s000002(                                                              <L 14>
        // i, j = wp.tid()                                                                        <L 20>
        builtin_tid2d(var_0, var_1);
        // x0 = b[i, j] - wp.float32(k)                                                           <L 21>
        var_2 = wp::address(var_b, var_0, var_1);
        var_3 = wp::float32(var_k);
        var_5 = wp::load(var_2);
        var_4 = wp::sub(var_5, var_3);
        // x1 = wp.tanh(x0 * wp.float32(k))                                                       <L 22>
        var_6 = wp::float32(var_k);
        var_7 = wp::mul(var_4, var_6);
        var_8 = wp::tanh(var_7);
        // out[i, j] = scalar_param_s000002_combine(x1, k, a[i, j])                               <L 23>
        var_9 = wp::address(var_a, var_0, var_1);
        var_11 = wp::load(var_9);
        var_10 = scalar_param_s000002_combine_0(var_8, var_k, var_11);
        wp::array_store(var_out, var_0, var_1, var_10);
    }
}