extern "C" __global__ void half_storage_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float16> var_a,
    wp::array_t<wp::float16> var_b,
    wp::array_t<wp::float16> var_out)
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
        wp::float16* var_2;
        wp::float32 var_3;
        wp::float16 var_4;
        wp::float16* var_5;
        wp::float32 var_6;
        wp::float16 var_7;
        const wp::float32 var_8 = 2.0;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.0;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.0;
        const wp::float32 var_14 = 1.0;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = -3.0;
        const wp::float32 var_18 = 3.0;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::float32 var_23 = 0.5;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float16 var_26;
        //---------
        // forward
        // def half_storage_s000002(                                                              <L 9>
        // i, j = wp.tid()                                                                        <L 14>
        builtin_tid2d(var_0, var_1);
        // x0 = wp.float32(a[i, j])                                                               <L 15>
        var_2 = wp::address(var_a, var_0, var_1);
        var_4 = wp::load(var_2);
        var_3 = wp::float32(var_4);
        // x1 = wp.float32(b[i, j])                                                               <L 16>
        var_5 = wp::address(var_b, var_0, var_1);
        var_7 = wp::load(var_5);
        var_6 = wp::float32(var_7);
        // x2 = wp.tanh(x0 * 2.0 + 1.0)                                                           <L 17>
        var_9 = wp::mul(var_3, var_8);
        var_11 = wp::add(var_9, var_10);
        var_12 = wp::tanh(var_11);
        // x3 = 1.0 / (1.0 + wp.exp(wp.clamp(-(x1 * x0), -3.0, SCALE)))                           <L 18>
        var_15 = wp::mul(var_6, var_3);
        var_16 = wp::neg(var_15);
        var_19 = wp::clamp(var_16, var_17, var_18);
        var_20 = wp::exp(var_19);
        var_21 = wp::add(var_14, var_20);
        var_22 = wp::div(var_13, var_21);
        // x4 = x2 + x3 * 0.5                                                                     <L 19>
        var_24 = wp::mul(var_22, var_23);
        var_25 = wp::add(var_12, var_24);
        // out[i, j] = wp.float16(x4)                                                             <L 20>
        var_26 = wp::float16(var_25);
        wp::array_store(var_out, var_0, var_1, var_26);
    }
}