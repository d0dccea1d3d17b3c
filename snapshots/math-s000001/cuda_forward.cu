extern "C" __global__ void math_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        const wp::float32 var_4 = 1.0;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = 1.0;
        wp::float32 var_12;
        wp::float32 var_13;
        wp::float32 var_14;
        const wp::float32 var_15 = 1.0;
        wp::float32 var_16;
        wp::float32 var_17;
        //---------
        // forward
        // def math_s000001(                                                                      <L 7>
        // i = wp.tid()                                                                           <L 11>
        var_0 = builtin_tid1d();
        // x0 = wp.log(wp.abs(a[i]) + 1.0)                                                        <L 12>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::abs(var_3);
        var_5 = wp::add(var_2, var_4);
        var_6 = wp::log(var_5);
        // x1 = wp.cos(wp.log(wp.abs(wp.tanh(a[i])) + 1.0))                                       <L 13>
        var_7 = wp::address(var_a, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::tanh(var_9);
        var_10 = wp::abs(var_8);
        var_12 = wp::add(var_10, var_11);
        var_13 = wp::log(var_12);
        var_14 = wp::cos(var_13);
        // out[i] = x0 + x1 * 1.0                                                                 <L 14>
        var_16 = wp::mul(var_14, var_15);
        var_17 = wp::add(var_6, var_16);
        wp::array_store(var_out, var_0, var_17);
    }
}