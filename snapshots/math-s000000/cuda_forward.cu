extern "C" __global__ void math_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
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
        wp::float32* var_1;
        wp::float32 var_2;
        wp::float32 var_3;
        const wp::float32 var_4 = 1.0;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 1.0;
        wp::float32 var_11;
        const wp::float32 var_12 = 0.5;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32* var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.0;
        wp::float32 var_20;
        const wp::float32 var_21 = 0.5;
        wp::float32 var_22;
        const wp::float32 var_23 = 0.75;
        wp::float32 var_24;
        wp::float32 var_25;
        const wp::float32 var_26 = 0.5;
        wp::float32 var_27;
        wp::float32 var_28;
        //---------
        // forward
        // def math_s000000(                                                                      <L 7>
        // i = wp.tid()                                                                           <L 12>
        var_0 = builtin_tid1d();
        // x0 = wp.sqrt(wp.abs(a[i]) + 1.0)                                                       <L 13>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::abs(var_3);
        var_5 = wp::add(var_2, var_4);
        var_6 = wp::sqrt(var_5);
        // x1 = wp.tanh(wp.sin(wp.pow(wp.abs(b[i]) + 1.0, 0.5)))                                  <L 14>
        var_7 = wp::address(var_b, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::abs(var_9);
        var_11 = wp::add(var_8, var_10);
        var_13 = wp::pow(var_11, var_12);
        var_14 = wp::sin(var_13);
        var_15 = wp::tanh(var_14);
        // x2 = wp.pow(wp.abs(a[i]) + 1.0, 0.5)                                                   <L 15>
        var_16 = wp::address(var_a, var_0);
        var_18 = wp::load(var_16);
        var_17 = wp::abs(var_18);
        var_20 = wp::add(var_17, var_19);
        var_22 = wp::pow(var_20, var_21);
        // out[i] = x0 + x1 * 0.75 + x2 * 0.5                                                     <L 16>
        var_24 = wp::mul(var_15, var_23);
        var_25 = wp::add(var_6, var_24);
        var_27 = wp::mul(var_22, var_26);
        var_28 = wp::add(var_25, var_27);
        wp::array_store(var_out, var_0, var_28);
    }
}