extern "C" __global__ void vector_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::vec_t<2, wp::float32>> var_b,
    wp::array_t<wp::vec_t<2, wp::float32>> var_out)
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
        wp::vec_t<2, wp::float32>* var_2;
        wp::vec_t<2, wp::float32>* var_3;
        wp::vec_t<2, wp::float32> var_4;
        wp::vec_t<2, wp::float32> var_5;
        wp::vec_t<2, wp::float32> var_6;
        wp::vec_t<2, wp::float32>* var_7;
        wp::vec_t<2, wp::float32> var_8;
        wp::vec_t<2, wp::float32> var_9;
        wp::vec_t<2, wp::float32> var_10;
        wp::vec_t<2, wp::float32> var_11;
        wp::vec_t<2, wp::float32> var_12;
        wp::vec_t<2, wp::float32> var_13;
        //---------
        // forward
        // def vector_s000000(                                                                    <L 7>
        // i, j = wp.tid()                                                                        <L 11>
        builtin_tid2d(var_0, var_1);
        // x0 = wp.cw_mul(b[i, j], b[i, j])                                                       <L 12>
        var_2 = wp::address(var_b, var_0, var_1);
        var_3 = wp::address(var_b, var_0, var_1);
        var_5 = wp::load(var_2);
        var_6 = wp::load(var_3);
        var_4 = wp::cw_mul(var_5, var_6);
        // x1 = wp.normalize(x0 + b[i, j])                                                        <L 13>
        var_7 = wp::address(var_b, var_0, var_1);
        var_9 = wp::load(var_7);
        var_8 = wp::add(var_4, var_9);
        var_10 = wp::normalize(var_8);
        // x2 = x1 + x1                                                                           <L 14>
        var_11 = wp::add(var_10, var_10);
        // x3 = wp.normalize(x2 + x2)                                                             <L 15>
        var_12 = wp::add(var_11, var_11);
        var_13 = wp::normalize(var_12);
        // out[i, j] = x3                                                                         <L 16>
        wp::array_store(var_out, var_0, var_1, var_13);
    }
}